extern "C" __global__ void mesh_query_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_points,
    wp::array_t<wp::int32> var_indices,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::uint64 var_mesh,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::int32> var_out1)
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
        const wp::int32 var_1 = 32;
        wp::int32 var_2;
        wp::vec_t<3, wp::float32>* var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32>* var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::mesh_query_aabb_t var_12;
        const wp::int32 var_13 = 0;
        wp::int32 var_14;
        const wp::int32 var_15 = 0;
        wp::int32 var_16;
        const wp::int32 var_17 = 0;
        wp::int32 var_18;
        bool var_19;
        const wp::int32 var_20 = 1;
        wp::int32 var_21;
        const wp::int32 var_22 = 3;
        wp::int32 var_23;
        wp::int32* var_24;
        wp::int32 var_25;
        wp::vec_t<3, wp::float32>* var_26;
        wp::vec_t<3, wp::float32> var_27;
        wp::vec_t<3, wp::float32> var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 0.25;
        bool var_31;
        const wp::int32 var_32 = 1;
        wp::int32 var_33;
        wp::int32 var_34;
        //---------
        // forward
        // def mesh_query_s000002(                                                                <L 7>
        // i = wp.tid()                                                                           <L 15>
        var_0 = builtin_tid1d();
        // x0 = points[i % 32]                                                                    <L 16>
        var_2 = wp::mod(var_0, var_1);
        var_3 = wp::address(var_points, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // query = wp.mesh_query_aabb(mesh, x0 - b[i], x0 + b[i])                                 <L 17>
        var_6 = wp::address(var_b, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::sub(var_4, var_8);
        var_9 = wp::address(var_b, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::add(var_4, var_11);
        var_12 = wp::mesh_query_aabb(var_mesh, var_7, var_10);
        // x1 = wp.int32(0)                                                                       <L 18>
        var_14 = wp::int32(var_13);
        // x2 = wp.int32(0)                                                                       <L 19>
        var_16 = wp::int32(var_15);
        // face = wp.int32(0)                                                                     <L 20>
        var_18 = wp::int32(var_17);
        // while wp.mesh_query_aabb_next(query, face):                                            <L 21>
        start_while_0:;
        var_19 = wp::mesh_query_aabb_next(var_12, var_18);
        if ((var_19) == false) goto end_while_0;
            // x1 += 1                                                                            <L 22>
            var_21 = wp::add(var_14, var_20);
            // if wp.length(points[indices[face * 3]] - x0) <= wp.static(1.0 / 4.0):              <L 23>
            var_23 = wp::mul(var_18, var_22);
            var_24 = wp::address(var_indices, var_23);
            var_25 = wp::load(var_24);
            var_26 = wp::address(var_points, var_25);
            var_28 = wp::load(var_26);
            var_27 = wp::sub(var_28, var_4);
            var_29 = wp::length(var_27);
            var_31 = (var_29 <= var_30);
            if (var_31) {
                // x2 += 1                                                                        <L 24>
                var_33 = wp::add(var_16, var_32);
            }
            var_34 = wp::where(var_31, var_33, var_16);
            wp::assign(var_14, var_21);
            wp::assign(var_16, var_34);
        goto start_while_0;
        end_while_0:;
        // out[i] = x1                                                                            <L 25>
        wp::array_store(var_out, var_0, var_14);
        // out1[i] = x2                                                                           <L 26>
        wp::array_store(var_out1, var_0, var_16);
    }
}