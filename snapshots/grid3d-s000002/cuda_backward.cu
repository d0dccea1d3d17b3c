extern "C" __global__ void grid3d_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_out)
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
        wp::int32 var_1;
        wp::int32 var_2;
        const wp::float32 var_3 = 0.0;
        wp::float32 var_4;
        wp::shape_t* var_5;
        const wp::int32 var_6 = 2;
        wp::int32 var_7;
        wp::shape_t var_8;
        const wp::int32 var_9 = 0;
        wp::range_t var_10;
        wp::int32 var_11;
        wp::float32* var_12;
        const wp::float32 var_13 = 0.125;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32* var_18;
        const wp::float32 var_19 = 0.5;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = -3.0;
        const wp::float32 var_23 = 3.0;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32* var_26;
        const wp::float32 var_27 = 0.125;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32* var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::float32 var_36 = -3.0;
        const wp::float32 var_37 = 3.0;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.5;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32* var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::shape_t adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::shape_t adj_8 = {};
        wp::int32 adj_9 = {};
        wp::range_t adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        //---------
        // forward
        // def grid3d_s000002(                                                                    <L 14>
        // i, j, k = wp.tid()                                                                     <L 18>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = wp.float32(0.0)                                                                   <L 19>
        var_4 = wp::float32(var_3);
        // for l in range(0, a.shape[2]):                                                         <L 20>
        var_5 = &(var_a.shape);
        var_8 = wp::load(var_5);
        var_7 = wp::extract(var_8, var_6);
        var_10 = wp::range(var_9, var_7);
        // x1 = wp.exp(wp.clamp(a[i, j, k] - 0.5, -3.0, 3.0))                                     <L 22>
        var_18 = wp::address(var_a, var_0, var_1, var_2);
        var_21 = wp::load(var_18);
        var_20 = wp::sub(var_21, var_19);
        var_24 = wp::clamp(var_20, var_22, var_23);
        var_25 = wp::exp(var_24);
        // x2 = a[i, j, k] * 0.125                                                                <L 23>
        var_26 = wp::address(var_a, var_0, var_1, var_2);
        var_29 = wp::load(var_26);
        var_28 = wp::mul(var_29, var_27);
        // x3 = wp.exp(wp.clamp(a[i, j, k] / (wp.abs(x2) + 1.0), -3.0, 3.0))                      <L 24>
        var_30 = wp::address(var_a, var_0, var_1, var_2);
        var_31 = wp::abs(var_28);
        var_33 = wp::add(var_31, var_32);
        var_35 = wp::load(var_30);
        var_34 = wp::div(var_35, var_33);
        var_38 = wp::clamp(var_34, var_36, var_37);
        var_39 = wp::exp(var_38);
        // x4 = wp.cos(x2 * 1.5)                                                                  <L 25>
        var_41 = wp::mul(var_28, var_40);
        var_42 = wp::cos(var_41);
        // out[i, j, k] = grid3d_s000002_combine(x4, a[i, j, k], x1, x2, x3, x0)                  <L 26>
        var_43 = wp::address(var_a, var_0, var_1, var_2);
        var_45 = wp::load(var_43);
        var_44 = grid3d_s000002_combine_0(var_42, var_45, var_25, var_28, var_39, var_4);
        // wp::array_store(var_out, var_0, var_1, var_2, var_44);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_44, adj_out, adj_0, adj_1, adj_2, adj_44);
        adj_grid3d_s000002_combine_0(var_42, var_45, var_25, var_28, var_39, var_4, adj_42, adj_43, adj_25, adj_28, adj_39, adj_4, adj_44);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_43);
        // adj: out[i, j, k] = grid3d_s000002_combine(x4, a[i, j, k], x1, x2, x3, x0)             <L 26>
        wp::adj_cos(var_41, adj_41, adj_42);
        wp::adj_mul(var_28, var_40, adj_28, adj_40, adj_41);
        // adj: x4 = wp.cos(x2 * 1.5)                                                             <L 25>
        wp::adj_exp(var_38, var_39, adj_38, adj_39);
        wp::adj_clamp(var_34, var_36, var_37, adj_34, adj_36, adj_37, adj_38);
        wp::adj_div(var_35, var_33, var_34, adj_30, adj_33, adj_34);
        wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
        wp::adj_abs(var_28, adj_28, adj_31);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_30);
        // adj: x3 = wp.exp(wp.clamp(a[i, j, k] / (wp.abs(x2) + 1.0), -3.0, 3.0))                 <L 24>
        wp::adj_mul(var_29, var_27, adj_26, adj_27, adj_28);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_26);
        // adj: x2 = a[i, j, k] * 0.125                                                           <L 23>
        wp::adj_exp(var_24, var_25, adj_24, adj_25);
        wp::adj_clamp(var_20, var_22, var_23, adj_20, adj_22, adj_23, adj_24);
        wp::adj_sub(var_21, var_19, adj_18, adj_19, adj_20);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_18);
        // adj: x1 = wp.exp(wp.clamp(a[i, j, k] - 0.5, -3.0, 3.0))                                <L 22>
        var_10 = wp::iter_reverse(var_10);
        start_for_0:;
            if (iter_cmp(var_10) == 0) goto end_for_0;
            var_11 = wp::iter_next(var_10);
        	adj_12 = {};
        	adj_13 = {};
        	adj_14 = {};
        	adj_15 = {};
        	adj_16 = {};
        	adj_17 = {};
            // x0 += wp.sin(a[i, j, l] * 0.125)                                                   <L 21>
            var_12 = wp::address(var_a, var_0, var_1, var_11);
            var_15 = wp::load(var_12);
            var_14 = wp::mul(var_15, var_13);
            var_16 = wp::sin(var_14);
            var_17 = wp::add(var_4, var_16);
            wp::assign(var_4, var_17);
            wp::adj_assign(var_4, var_17, adj_4, adj_17);
            wp::adj_add(var_4, var_16, adj_4, adj_16, adj_17);
            wp::adj_sin(var_14, adj_14, adj_16);
            wp::adj_mul(var_15, var_13, adj_12, adj_13, adj_14);
            wp::adj_address(var_a, var_0, var_1, var_11, adj_a, adj_0, adj_1, adj_11, adj_12);
            // adj: x0 += wp.sin(a[i, j, l] * 0.125)                                              <L 21>
        	goto start_for_0;
        end_for_0:;
        adj_a.shape = adj_5;
        // adj: for l in range(0, a.shape[2]):                                                    <L 20>
        wp::adj_float32(var_3, adj_3, adj_4);
        // adj: x0 = wp.float32(0.0)                                                              <L 19>
        // adj: i, j, k = wp.tid()                                                                <L 18>
        // adj: def grid3d_s000002(                                                               <L 14>
        continue;
    }
}