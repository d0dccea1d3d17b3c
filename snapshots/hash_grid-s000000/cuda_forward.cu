extern "C" __global__ void hash_grid_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_points,
    wp::uint64 var_grid,
    wp::array_t<wp::float32> var_out,
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
        const wp::int32 var_1 = 128;
        wp::int32 var_2;
        wp::vec_t<3, wp::float32>* var_3;
        wp::vec_t<3, wp::float32> var_4;
        wp::vec_t<3, wp::float32> var_5;
        const wp::float32 var_6 = 0.5;
        wp::hash_grid_query_f var_7;
        wp::int32 var_8;
        wp::int32 var_9;
        const wp::float32 var_10 = 0.0;
        wp::float32 var_11;
        bool var_12;
        wp::vec_t<3, wp::float32>* var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.5;
        bool var_18;
        const wp::int32 var_19 = 1;
        wp::int32 var_20;
        const wp::float32 var_21 = 0.5;
        wp::float32 var_22;
        const wp::float32 var_23 = 0.5;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::int32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 0.5;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::int32 var_33 = 128;
        wp::int32 var_34;
        wp::int32 var_35;
        //---------
        // forward
        // def hash_grid_s000000(                                                                 <L 12>
        // i = wp.tid()                                                                           <L 18>
        var_0 = builtin_tid1d();
        // x0 = points[i % 128]                                                                   <L 19>
        var_2 = wp::mod(var_0, var_1);
        var_3 = wp::address(var_points, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // query = wp.hash_grid_query(grid, x0, 0.5)                                              <L 20>
        var_7 = wp::hash_grid_query(var_grid, var_4, var_6);
        // index, x1 = hash_grid_s000000_pair()                                                   <L 21>
        hash_grid_s000000_pair_0(var_8, var_9);
        // x2 = wp.float32(0.0)                                                                   <L 22>
        var_11 = wp::float32(var_10);
        // while wp.hash_grid_query_next(query, index):                                           <L 23>
        start_while_0:;
        var_12 = wp::hash_grid_query_next(var_7, var_8);
        if ((var_12) == false) goto end_while_0;
            // x3 = wp.length(points[index] - x0)                                                 <L 24>
            var_13 = wp::address(var_points, var_8);
            var_15 = wp::load(var_13);
            var_14 = wp::sub(var_15, var_4);
            var_16 = wp::length(var_14);
            // inside = x3 <= 0.5                                                                 <L 25>
            var_18 = (var_16 <= var_17);
            // if inside:                                                                         <L 26>
            if (var_18) {
                // x1 += 1                                                                        <L 27>
                var_20 = wp::add(var_9, var_19);
                // x2 += (0.5 - x3) * (0.5 - x3)                                                  <L 28>
                var_22 = wp::sub(var_21, var_16);
                var_24 = wp::sub(var_23, var_16);
                var_25 = wp::mul(var_22, var_24);
                var_26 = wp::add(var_11, var_25);
            }
            var_27 = wp::where(var_18, var_20, var_9);
            var_28 = wp::where(var_18, var_26, var_11);
            wp::assign(var_9, var_27);
            wp::assign(var_11, var_28);
        goto start_while_0;
        end_while_0:;
        // out[i] = x2 + wp.float32(x1) * 0.5                                                     <L 29>
        var_29 = wp::float32(var_9);
        var_31 = wp::mul(var_29, var_30);
        var_32 = wp::add(var_11, var_31);
        wp::array_store(var_out, var_0, var_32);
        // out1[i] = wp.hash_grid_point_id(grid, i % 128)                                         <L 30>
        var_34 = wp::mod(var_0, var_33);
        var_35 = wp::hash_grid_point_id(var_grid, var_34);
        wp::array_store(var_out1, var_0, var_35);
    }
}