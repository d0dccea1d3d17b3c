extern "C" __global__ void make_math_library_s000002__locals__math_library_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_c,
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
        wp::float32* var_1;
        const wp::float32 var_2 = 0.25;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::float32 var_5 = -3.0;
        const wp::float32 var_6 = 3.0;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.0;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32* var_13;
        const wp::float32 var_14 = 2.0;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::float32 var_18 = 0.5;
        wp::float32 var_19;
        wp::float32* var_20;
        wp::float32* var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 1.0;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32* var_28;
        const wp::float32 var_29 = 1.5;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = -0.9;
        const wp::float32 var_33 = 0.9;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::int32 var_36 = 1;
        wp::int32 var_37;
        wp::shape_t* var_38;
        const wp::int32 var_39 = 0;
        wp::int32 var_40;
        wp::shape_t var_41;
        wp::int32 var_42;
        wp::float32* var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
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
        wp::int32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::shape_t adj_38 = {};
        wp::int32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::shape_t adj_41 = {};
        wp::int32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        //---------
        // forward
        // def math_library_s000002(                                                              <L 13>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // x0 = wp.log2(wp.abs(wp.cosh(wp.clamp(a[i] * 0.25, scale, 3.0))) + 1.0)                 <L 20>
        var_1 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::mul(var_4, var_2);
        var_7 = wp::clamp(var_3, var_5, var_6);
        var_8 = wp::cosh(var_7);
        var_9 = wp::abs(var_8);
        var_11 = wp::add(var_9, var_10);
        var_12 = wp::log2(var_11);
        // x1 = wp.trunc(a[i] * 2.0) * 0.5                                                        <L 21>
        var_13 = wp::address(var_a, var_0);
        var_16 = wp::load(var_13);
        var_15 = wp::mul(var_16, var_14);
        var_17 = wp::trunc(var_15);
        var_19 = wp::mul(var_17, var_18);
        // x2 = wp.atan2(b[i], wp.abs(c[i]) + 1.0)                                                <L 22>
        var_20 = wp::address(var_b, var_0);
        var_21 = wp::address(var_c, var_0);
        var_23 = wp::load(var_21);
        var_22 = wp::abs(var_23);
        var_25 = wp::add(var_22, var_24);
        var_27 = wp::load(var_20);
        var_26 = wp::atan2(var_27, var_25);
        // x3 = wp.acos(wp.clamp(a[i] * 1.5, -0.9, 0.9))                                          <L 23>
        var_28 = wp::address(var_a, var_0);
        var_31 = wp::load(var_28);
        var_30 = wp::mul(var_31, var_29);
        var_34 = wp::clamp(var_30, var_32, var_33);
        var_35 = wp::acos(var_34);
        // out[i] = math_library_s000002_combine(x0, x1, x2, x3, a[(i + 1) % a.shape[0]])         <L 24>
        var_37 = wp::add(var_0, var_36);
        var_38 = &(var_a.shape);
        var_41 = wp::load(var_38);
        var_40 = wp::extract(var_41, var_39);
        var_42 = wp::mod(var_37, var_40);
        var_43 = wp::address(var_a, var_42);
        var_45 = wp::load(var_43);
        var_44 = math_library_s000002_combine_0(var_12, var_19, var_26, var_35, var_45);
        // wp::array_store(var_out, var_0, var_44);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_44, adj_out, adj_0, adj_44);
        adj_math_library_s000002_combine_0(var_12, var_19, var_26, var_35, var_45, adj_12, adj_19, adj_26, adj_35, adj_43, adj_44);
        wp::adj_address(var_a, var_42, adj_a, adj_42, adj_43);
        wp::adj_mod(var_37, var_40, adj_37, adj_40, adj_42);
        adj_a.shape = adj_38;
        wp::adj_add(var_0, var_36, adj_0, adj_36, adj_37);
        // adj: out[i] = math_library_s000002_combine(x0, x1, x2, x3, a[(i + 1) % a.shape[0]])    <L 24>
        wp::adj_acos(var_34, adj_34, adj_35);
        wp::adj_clamp(var_30, var_32, var_33, adj_30, adj_32, adj_33, adj_34);
        wp::adj_mul(var_31, var_29, adj_28, adj_29, adj_30);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_28);
        // adj: x3 = wp.acos(wp.clamp(a[i] * 1.5, -0.9, 0.9))                                     <L 23>
        wp::adj_atan2(var_27, var_25, adj_20, adj_25, adj_26);
        wp::adj_add(var_22, var_24, adj_22, adj_24, adj_25);
        wp::adj_abs(var_23, adj_21, adj_22);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_21);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_20);
        // adj: x2 = wp.atan2(b[i], wp.abs(c[i]) + 1.0)                                           <L 22>
        wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
        wp::adj_mul(var_16, var_14, adj_13, adj_14, adj_15);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_13);
        // adj: x1 = wp.trunc(a[i] * 2.0) * 0.5                                                   <L 21>
        wp::adj_log2(var_11, adj_11, adj_12);
        wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
        wp::adj_abs(var_8, adj_8, adj_9);
        wp::adj_cosh(var_7, adj_7, adj_8);
        wp::adj_clamp(var_3, var_5, var_6, adj_3, adj_5, adj_6, adj_7);
        wp::adj_mul(var_4, var_2, adj_1, adj_2, adj_3);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.log2(wp.abs(wp.cosh(wp.clamp(a[i] * 0.25, scale, 3.0))) + 1.0)            <L 20>
        // adj: i = wp.tid()                                                                      <L 19>
        // adj: def math_library_s000002(                                                         <L 13>
        continue;
    }
}