extern "C" __global__ void mesh_query_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_points,
    wp::array_t<wp::int32> var_indices,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::int32> var_idx,
    wp::uint64 var_mesh,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::int32> var_out1,
    wp::array_t<wp::int32> var_out2)
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
        const wp::int32 var_13 = 1000;
        wp::int32 var_14;
        const wp::int32 var_15 = 0;
        wp::int32 var_16;
        const wp::int32 var_17 = 0;
        wp::int32 var_18;
        bool var_19;
        const wp::int32 var_20 = 1;
        wp::int32 var_21;
        wp::int32* var_22;
        wp::int32 var_23;
        wp::int32 var_24;
        wp::int32 var_25;
        //---------
        // forward
        // def mesh_query_s000001(                                                                <L 7>
        // i = wp.tid()                                                                           <L 18>
        var_0 = builtin_tid1d();
        // x0 = b[i]                                                                              <L 19>
        var_1 = wp::address(var_b, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // query = wp.mesh_query_aabb(mesh, x0 - c[i], x0 + c[i])                                 <L 20>
        var_4 = wp::address(var_c, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::sub(var_2, var_6);
        var_7 = wp::address(var_c, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::add(var_2, var_9);
        var_10 = wp::mesh_query_aabb(var_mesh, var_5, var_8);
        // x1 = wp.int32(0)                                                                       <L 21>
        var_12 = wp::int32(var_11);
        // x2 = wp.int32(1000)                                                                    <L 22>
        var_14 = wp::int32(var_13);
        // x3 = wp.int32(0)                                                                       <L 23>
        var_16 = wp::int32(var_15);
        // face = wp.int32(0)                                                                     <L 24>
        var_18 = wp::int32(var_17);
        // while wp.mesh_query_aabb_next(query, face):                                            <L 25>
        start_while_0:;
        var_19 = wp::mesh_query_aabb_next(var_10, var_18);
        if ((var_19) == false) goto end_while_0;
            // x1 += 1                                                                            <L 26>
            var_21 = wp::add(var_12, var_20);
            // x2 = wp.min(x2, idx[face])                                                         <L 27>
            var_22 = wp::address(var_idx, var_18);
            var_24 = wp::load(var_22);
            var_23 = wp::min(var_14, var_24);
            // x3 += face                                                                         <L 28>
            var_25 = wp::add(var_16, var_18);
            wp::assign(var_12, var_21);
            wp::assign(var_14, var_23);
            wp::assign(var_16, var_25);
        goto start_while_0;
        end_while_0:;
        // out[i] = x1                                                                            <L 29>
        wp::array_store(var_out, var_0, var_12);
        // out1[i] = x2                                                                           <L 30>
        wp::array_store(var_out1, var_0, var_14);
        // out2[i] = x3                                                                           <L 31>
        wp::array_store(var_out2, var_0, var_16);
    }
}