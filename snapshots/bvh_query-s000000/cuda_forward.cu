extern "C" __global__ void bvh_query_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_lowers,
    wp::array_t<wp::vec_t<3, wp::float32>> var_uppers,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::vec_t<3, wp::float32>> var_d,
    wp::uint64 var_bvh,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::bvh_query_t var_10;
        const wp::int32 var_11 = -1;
        const wp::int32 var_12 = 0;
        wp::int32 var_13;
        const wp::int32 var_14 = 0;
        wp::int32 var_15;
        const wp::int32 var_16 = 0;
        wp::int32 var_17;
        bool var_18;
        const wp::float32 var_19 = INFINITY;
        const wp::int32 var_20 = 1;
        wp::int32 var_21;
        const wp::int32 var_22 = 1;
        const wp::int32 var_23 = 31;
        wp::int32 var_24;
        wp::int32 var_25;
        wp::int32 var_26;
        //---------
        // forward
        // def bvh_query_s000000(                                                                 <L 7>
        // i = wp.tid()                                                                           <L 16>
        var_0 = builtin_tid1d();
        // x0 = c[i]                                                                              <L 17>
        var_1 = wp::address(var_c, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // query = wp.bvh_query_aabb(bvh, x0 - d[i], x0 + d[i])                                   <L 18>
        var_4 = wp::address(var_d, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::sub(var_2, var_6);
        var_7 = wp::address(var_d, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::add(var_2, var_9);
        var_10 = wp::bvh_query_aabb(var_bvh, var_5, var_8, var_11);
        // x1 = wp.int32(0)                                                                       <L 19>
        var_13 = wp::int32(var_12);
        // x2 = wp.int32(0)                                                                       <L 20>
        var_15 = wp::int32(var_14);
        // index = wp.int32(0)                                                                    <L 21>
        var_17 = wp::int32(var_16);
        // while wp.bvh_query_next(query, index):                                                 <L 22>
        start_while_0:;
        var_18 = wp::bvh_query_next(var_10, var_17, var_19);
        if ((var_18) == false) goto end_while_0;
            // x1 += 1                                                                            <L 23>
            var_21 = wp::add(var_13, var_20);
            // x2 = x2 | (1 << (index % 31))                                                      <L 24>
            var_24 = wp::mod(var_17, var_23);
            var_25 = wp::lshift(var_22, var_24);
            var_26 = wp::bit_or(var_15, var_25);
            wp::assign(var_13, var_21);
            wp::assign(var_15, var_26);
        goto start_while_0;
        end_while_0:;
        // out[i] = x1                                                                            <L 25>
        wp::array_store(var_out, var_0, var_13);
        // out1[i] = x2                                                                           <L 26>
        wp::array_store(var_out1, var_0, var_15);
    }
}