extern "C" __global__ void mesh_query_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_points,
    wp::array_t<wp::int32> var_indices,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::float32> var_d,
    wp::uint64 var_mesh,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::float32> var_out1)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::mesh_query_aabb_t var_10;
        const wp::int32 var_11 = 0;
        wp::int32 var_12;
        const wp::float32 var_13 = 0.0;
        wp::float32 var_14;
        wp::int32 var_15;
        const wp::int32 var_16 = 1;
        wp::int32 var_17;
        wp::float32* var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        //---------
        // forward
        // def mesh_query_s000000(                                                                <L 7>
        // i = wp.tid()                                                                           <L 17>
        var_0 = builtin_tid1d();
        // x0 = b[i]                                                                              <L 18>
        var_1 = wp::address(var_b, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // query = wp.mesh_query_aabb(mesh, x0 - c[i], x0 + c[i])                                 <L 19>
        var_4 = wp::address(var_c, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::sub(var_2, var_6);
        var_7 = wp::address(var_c, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::add(var_2, var_9);
        var_10 = wp::mesh_query_aabb(var_mesh, var_5, var_8);
        // x1 = wp.int32(0)                                                                       <L 20>
        var_12 = wp::int32(var_11);
        // x2 = wp.float32(0.0)                                                                   <L 21>
        var_14 = wp::float32(var_13);
        // for face in query:                                                                     <L 22>
        start_for_0:;
            if (iter_cmp(var_10) == 0) goto end_for_0;
            var_15 = wp::iter_next(var_10);
            // x1 += 1                                                                            <L 23>
            var_17 = wp::add(var_12, var_16);
            // x2 = wp.max(x2, d[face])                                                           <L 24>
            var_18 = wp::address(var_d, var_15);
            var_20 = wp::load(var_18);
            var_19 = wp::max(var_14, var_20);
            wp::assign(var_12, var_17);
            wp::assign(var_14, var_19);
            goto start_for_0;
        end_for_0:;
        // out[i] = x1                                                                            <L 25>
        wp::array_store(var_out, var_0, var_12);
        // out1[i] = x2                                                                           <L 26>
        wp::array_store(var_out1, var_0, var_14);
    }
}