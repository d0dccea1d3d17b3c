extern "C" __global__ void make_mixed_precision_s000001__locals__mixed_precision_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::int32 var_k,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::int64> var_out1,
    wp::array_t<wp::float32> adj_a,
    wp::int32 adj_k,
    wp::array_t<wp::float32> adj_out,
    wp::array_t<wp::int64> adj_out1)
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
        wp::float64 var_1;
        wp::int64 var_2;
        const wp::int32 var_3 = 0;
        wp::range_t var_4;
        wp::int32 var_5;
        wp::int64 var_6;
        wp::int64 var_7;
        wp::int64 var_8;
        wp::int64 var_9;
        wp::int64 var_10;
        wp::int32 var_11;
        wp::float32* var_12;
        wp::float64 var_13;
        wp::float32 var_14;
        wp::int64 var_15;
        wp::int64 var_16;
        wp::int64 var_17;
        wp::float64 var_18;
        wp::float64 var_19;
        wp::float64 var_20;
        wp::int64 var_21;
        wp::int64 var_22;
        wp::int64 var_23;
        wp::int64 var_24;
        wp::int64 var_25;
        wp::int32 var_26;
        wp::float32* var_27;
        const wp::float32 var_28 = 0.25;
        bool var_29;
        wp::float32 var_30;
        wp::int64 var_31;
        wp::int64 var_32;
        wp::float64 var_33;
        wp::float64 var_34;
        wp::float32 var_35;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float64 adj_1 = {};
        wp::int64 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::range_t adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int64 adj_6 = {};
        wp::int64 adj_7 = {};
        wp::int64 adj_8 = {};
        wp::int64 adj_9 = {};
        wp::int64 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float64 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::int64 adj_15 = {};
        wp::int64 adj_16 = {};
        wp::int64 adj_17 = {};
        wp::float64 adj_18 = {};
        wp::float64 adj_19 = {};
        wp::float64 adj_20 = {};
        wp::int64 adj_21 = {};
        wp::int64 adj_22 = {};
        wp::int64 adj_23 = {};
        wp::int64 adj_24 = {};
        wp::int64 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        bool adj_29 = {};
        wp::float32 adj_30 = {};
        wp::int64 adj_31 = {};
        wp::int64 adj_32 = {};
        wp::float64 adj_33 = {};
        wp::float64 adj_34 = {};
        wp::float32 adj_35 = {};
        //---------
        // forward
        // def mixed_precision_s000001(                                                           <L 8>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // x1 = wp.float64(0.0)                                                                   <L 15>
        var_1 = 0.0;
        // x2 = wp.int64(0)                                                                       <L 16>
        var_2 = 0ll;
        // for j in range(0, k):                                                                  <L 17>
        var_4 = wp::range(var_3, var_k);
        // out[i] = wp.float32(x1 * wp.float64(0.5))                                              <L 20>
        var_33 = 0.5;
        var_34 = wp::mul(var_1, var_33);
        var_35 = wp::float32(var_34);
        // wp::array_store(var_out, var_0, var_35);
        // out1[i] = x2                                                                           <L 21>
        // wp::array_store(var_out1, var_0, var_2);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_2, adj_out1, adj_0, adj_2);
        // adj: out1[i] = x2                                                                      <L 21>
        wp::adj_array_store(var_out, var_0, var_35, adj_out, adj_0, adj_35);
        wp::adj_float32(var_34, adj_34, adj_35);
        wp::adj_mul(var_1, var_33, adj_1, adj_33, adj_34);
        // adj: out[i] = wp.float32(x1 * wp.float64(0.5))                                         <L 20>
        var_4 = wp::iter_reverse(var_4);
        start_for_0:;
            if (iter_cmp(var_4) == 0) goto end_for_0;
            var_5 = wp::iter_next(var_4);
        	adj_6 = {};
        	adj_7 = {};
        	adj_8 = {};
        	adj_9 = {};
        	adj_10 = {};
        	adj_11 = {};
        	adj_12 = {};
        	adj_13 = {};
        	adj_14 = {};
        	adj_15 = {};
        	adj_16 = {};
        	adj_17 = {};
        	adj_18 = {};
        	adj_19 = {};
        	adj_20 = {};
        	adj_21 = {};
        	adj_22 = {};
        	adj_23 = {};
        	adj_24 = {};
        	adj_25 = {};
        	adj_26 = {};
        	adj_27 = {};
        	adj_28 = {};
        	adj_29 = {};
        	adj_30 = {};
        	adj_31 = {};
        	adj_32 = {};
            // x1 += wp.float64(a[wp.int32(wp.int64(j) * wp.int64(64) + wp.int64(i))]) * wp.float64(wp.int64(j) + wp.int64(1))       <L 18>
            var_6 = wp::int64(var_5);
            var_7 = 64ll;
            var_8 = wp::mul(var_6, var_7);
            var_9 = wp::int64(var_0);
            var_10 = wp::add(var_8, var_9);
            var_11 = wp::int32(var_10);
            var_12 = wp::address(var_a, var_11);
            var_14 = wp::load(var_12);
            var_13 = wp::float64(var_14);
            var_15 = wp::int64(var_5);
            var_16 = 1ll;
            var_17 = wp::add(var_15, var_16);
            var_18 = wp::float64(var_17);
            var_19 = wp::mul(var_13, var_18);
            var_20 = wp::add(var_1, var_19);
            // x2 += wp.int64(a[wp.int32(wp.int64(j) * wp.int64(64) + wp.int64(i))] > scale)       <L 19>
            var_21 = wp::int64(var_5);
            var_22 = 64ll;
            var_23 = wp::mul(var_21, var_22);
            var_24 = wp::int64(var_0);
            var_25 = wp::add(var_23, var_24);
            var_26 = wp::int32(var_25);
            var_27 = wp::address(var_a, var_26);
            var_30 = wp::load(var_27);
            var_29 = (var_30 > var_28);
            var_31 = wp::int64(var_29);
            var_32 = wp::add(var_2, var_31);
            wp::assign(var_1, var_20);
            wp::assign(var_2, var_32);
            wp::adj_assign(var_2, var_32, adj_2, adj_32);
            wp::adj_assign(var_1, var_20, adj_1, adj_20);
            wp::adj_add(var_2, var_31, adj_2, adj_31, adj_32);
            wp::adj_address(var_a, var_26, adj_a, adj_26, adj_27);
            wp::adj_add(var_23, var_24, adj_23, adj_24, adj_25);
            wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
            // adj: x2 += wp.int64(a[wp.int32(wp.int64(j) * wp.int64(64) + wp.int64(i))] > scale)  <L 19>
            wp::adj_add(var_1, var_19, adj_1, adj_19, adj_20);
            wp::adj_mul(var_13, var_18, adj_13, adj_18, adj_19);
            wp::adj_float64(var_17, adj_17, adj_18);
            wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
            wp::adj_float64(var_14, adj_12, adj_13);
            wp::adj_address(var_a, var_11, adj_a, adj_11, adj_12);
            wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
            wp::adj_mul(var_6, var_7, adj_6, adj_7, adj_8);
            // adj: x1 += wp.float64(a[wp.int32(wp.int64(j) * wp.int64(64) + wp.int64(i))]) * wp.float64(wp.int64(j) + wp.int64(1))  <L 18>
        	goto start_for_0;
        end_for_0:;
        // adj: for j in range(0, k):                                                             <L 17>
        // adj: x2 = wp.int64(0)                                                                  <L 16>
        // adj: x1 = wp.float64(0.0)                                                              <L 15>
        // adj: i = wp.tid()                                                                      <L 14>
        // adj: def mixed_precision_s000001(                                                      <L 8>
        continue;
    }
}